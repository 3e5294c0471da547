/**
 * Leaving the app for another site (the OpenID provider). One object so tests can replace it: jsdom
 * cannot navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
