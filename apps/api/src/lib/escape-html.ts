/** Text written into HTML (an e-mail's HTML part) as text: its markup characters as entities. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
