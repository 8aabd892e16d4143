import { useState, type FormEvent } from 'react';

/** The other way to link a chat: the one-time code the bot answers to /start, pasted here. */
export function TelegramCodeForm({ busy, onSave }: { busy: boolean; onSave: (code: string, active: boolean) => void }) {
  const [code, setCode] = useState('');
  const [active, setActive] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(code.trim(), active);
  };
  return (
    <form className="telegram-form" onSubmit={submit}>
      <p className="hint">Abra o nosso robô no Telegram, envie /start e copie aqui o código que ele responder.</p>
      <label className="field">
        Código do Telegram
        <input
          value={code}
          required
          maxLength={64}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
        />
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} /> Receber os
        alertas no Telegram
      </label>
      <button type="submit" className="button-primary" disabled={busy || !code.trim()}>
        Salvar
      </button>
    </form>
  );
}
