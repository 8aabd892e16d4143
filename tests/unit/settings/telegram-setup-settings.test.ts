import { PUBLIC_LOCAL_VALUES } from '@agulhadas/delivery/settings/public-local-values';
import { readTelegramSetupSettings } from '../../../scripts/telegram-setup-settings';

const deployed = {
  TELEGRAM_BOT_TOKEN: '123456:ABCdef_ghi-0123456789',
  TELEGRAM_WEBHOOK_SECRET: 'secret-0123456789abcdef',
  PUBLIC_URL: 'https://agulhadas.example',
};
const problemsOf = (env: Record<string, string | undefined>) => {
  const read = readTelegramSetupSettings(env);
  return 'problems' in read ? read.problems : [];
};

/** `npm run telegram:setup` refuses what the API refuses for the same settings. */
describe('the settings of npm run telegram:setup', () => {
  it("reads a deployment's settings, reaching Telegram's own Bot API when no other is named", () => {
    expect(readTelegramSetupSettings(deployed)).toEqual({
      settings: { ...deployed, TELEGRAM_API_URL: 'https://api.telegram.org' },
    });
    expect(readTelegramSetupSettings({ ...deployed, TELEGRAM_API_URL: ' ' })).toEqual({
      settings: { ...deployed, TELEGRAM_API_URL: 'https://api.telegram.org' },
    });
    expect(readTelegramSetupSettings({ ...deployed, TELEGRAM_API_URL: 'https://bot-proxy.example' })).toMatchObject({
      settings: { TELEGRAM_API_URL: 'https://bot-proxy.example' },
    });
  });

  it('outside local mode, refuses a Bot API over plain http (the token travels in the address)', () => {
    expect(problemsOf({ ...deployed, TELEGRAM_API_URL: 'http://bot-proxy.example' })).toEqual([
      'TELEGRAM_API_URL must be an https:// address',
    ]);
    expect(problemsOf({ ...deployed, TELEGRAM_API_URL: 'http://127.0.0.1:8081', LOCAL_MODE: '1' })).toEqual([]);
    expect(problemsOf({ ...deployed, TELEGRAM_API_URL: 'ftp://bot-proxy.example', LOCAL_MODE: '1' })).toEqual([
      'TELEGRAM_API_URL must be a full http(s):// address',
    ]);
  });

  it('outside local mode, refuses the public local secrets, naming the setting and not its value', () => {
    const problems = problemsOf({
      ...deployed,
      TELEGRAM_BOT_TOKEN: PUBLIC_LOCAL_VALUES.TELEGRAM_BOT_TOKEN,
      TELEGRAM_WEBHOOK_SECRET: PUBLIC_LOCAL_VALUES.TELEGRAM_WEBHOOK_SECRET,
    });
    expect([...problems].sort()).toEqual([
      'TELEGRAM_BOT_TOKEN is the public local default',
      'TELEGRAM_WEBHOOK_SECRET is the public local default',
    ]);
    expect(problems.join(' ')).not.toContain(PUBLIC_LOCAL_VALUES.TELEGRAM_BOT_TOKEN);
  });

  it('refuses an http webhook address and a LOCAL_MODE it cannot read', () => {
    for (const LOCAL_MODE of ['1', undefined]) {
      expect(problemsOf({ ...deployed, PUBLIC_URL: 'http://agulhadas.example', LOCAL_MODE })).toEqual([
        'PUBLIC_URL: PUBLIC_URL must be the https address of the deployed site',
      ]);
    }
    expect(problemsOf({ ...deployed, LOCAL_MODE: 'true' })).toEqual([
      expect.stringMatching(/^LOCAL_MODE must be exactly 1/),
    ]);
  });
});
