import { z } from 'zod';

// Every validation message a user or robot can see is Portuguese: zod's own messages in Brazilian Portuguese for
// every schema, client and API alike. Schemas take z from here, so the setting comes with the first schema wherever
// it loads (a screen's own chunk included), and the dashboard's first script carries no zod at all.
z.config(z.locales.ptBR());

export { z };
