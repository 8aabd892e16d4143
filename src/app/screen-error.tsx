import { useLocation } from 'react-router';

/**
 * What a screen shows in its place when it fails to render or to load its code. A plain link to the same address
 * loads the page afresh (new code, new data), which is what a reader stuck on a broken screen needs.
 */
export function ScreenError() {
  const { pathname, search } = useLocation();
  return (
    <section className="screen-error" role="alert">
      <h1>Ocorreu um erro.</h1>
      <p>
        <a href={`${pathname}${search}`}>Recarregar a página</a>
      </p>
    </section>
  );
}
