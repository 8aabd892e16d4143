import type { Browser } from 'playwright-core';

/** The name of the session cookie the local front sets, as SWA does. */
const SESSION_COOKIE = 'StaticWebAppsAuthCookie';

/** Signs in as the demo VIP on the local login page and answers the `Cookie` header value of that session. */
export async function vipSessionCookie(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(`/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent('/saiba-mais')}`);
    await page.getByRole('button', { name: /Entrar como Vítor VIP/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/saiba-mais'));
    const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    if (!session) throw new Error(`no ${SESSION_COOKIE} after signing in`);
    return `${session.name}=${session.value}`;
  } finally {
    await context.close();
  }
}
