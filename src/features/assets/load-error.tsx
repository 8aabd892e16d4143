/** Asset list load error. */
export function LoadError({ onReload }: { onReload: () => void }) {
  return (
    <section className="load-error" role="alert">
      <h1>Ocorreu um erro</h1>
      <p>Atualize a pagina ou reinicie o aplicativo.</p>
      <p>Verifique se você está cadastrado e logado.</p>
      <button type="button" className="link" onClick={onReload}>
        Recarregar
      </button>
    </section>
  );
}
