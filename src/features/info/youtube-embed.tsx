/**
 * A YouTube video through the privacy-enhanced domain: the CSP allows frames only from
 * www.youtube-nocookie.com, and no cookie is set until the visitor plays the video.
 */
export function YoutubeEmbed({ id, title }: { id: string; title: string }) {
  return (
    <figure className="video">
      <div className="video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
