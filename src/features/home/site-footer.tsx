import { INVESTMENT_DISCLAIMER, SITE, supportMailto } from '../../domain/site';

/** Home footer (spec 01 §2): blog, contact e-mail, social handle, users' group on Telegram, disclaimer. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <ul className="footer-links">
        <li>
          <a href={SITE.blogUrl} target="_blank" rel="noopener noreferrer">
            Blog
          </a>
        </li>
        <li>
          <a href={supportMailto()}>{SITE.supportEmail}</a>
        </li>
        <li>
          <a href={SITE.instagram.url} target="_blank" rel="noopener noreferrer">
            Instagram {SITE.instagram.handle}
          </a>
        </li>
        <li>
          <a href={SITE.telegramGroupUrl} target="_blank" rel="noopener noreferrer">
            Grupo de usuários no Telegram
          </a>
        </li>
      </ul>
      <p className="disclaimer">{INVESTMENT_DISCLAIMER}</p>
      <p className="copyright">
        © {new Date().getFullYear()} {SITE.name}
      </p>
    </footer>
  );
}
