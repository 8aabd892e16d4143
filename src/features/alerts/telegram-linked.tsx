import type { TelegramSetting } from '@agulhadas/domain/user-info';

/**
 * The chat linked to the account, as /dispositivos shows it: linked (its id is no code to type again), its alerts
 * switched on or off, and 'Desconectar', which unlinks it (the bot then says so in the chat).
 */
export function TelegramLinked({
  telegram,
  busy,
  onSwitch,
  onDisconnect,
}: {
  telegram: TelegramSetting;
  busy: boolean;
  onSwitch: (active: boolean) => void;
  onDisconnect: () => void;
}) {
  return (
    <section className="telegram-linked" aria-label="Telegram conectado">
      <p className="success">Telegram conectado (chat {telegram.id}).</p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={telegram.active}
          disabled={busy}
          onChange={(event) => onSwitch(event.target.checked)}
        />{' '}
        Receber os alertas no Telegram
      </label>
      <button type="button" className="button-secondary" disabled={busy} onClick={onDisconnect}>
        Desconectar
      </button>
    </section>
  );
}
