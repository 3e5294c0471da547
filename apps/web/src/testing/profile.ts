import { mockApi } from './api-mock';

/** Answers the profile read (GET users, v2) with the demo household's, as a staff view's banner asks. */
export function answerHouseholdProfile(): void {
  mockApi('GET', '/api/v2/users/', {
    body: {
      profile: {
        name: 'Laura García Pérez',
        vat: '12345678Z',
        email: null,
        mobile: null,
        language: 'es',
      },
      newsletter_url: null,
    },
  });
}
