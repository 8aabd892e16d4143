/** Text safe inside HTML text and attribute values (the local stand-in pages build their HTML by hand). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
