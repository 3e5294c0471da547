import { describe, expect, it } from 'vitest';
import {
  setActiveNewslettersAnswerSchema,
  setSubscriberEmailsBodySchema,
  subscriberParamsSchema,
} from './newsletters';

describe('newsletter schemas (spec 3 points 5 and 7)', () => {
  it('takes valid e-mails only, trimmed, at least one', () => {
    expect(
      setSubscriberEmailsBodySchema.parse({ subscriberId: 4, emails: [' ana@example.com '] }),
    ).toEqual({ subscriberId: 4, emails: ['ana@example.com'] });
    const bad = setSubscriberEmailsBodySchema.safeParse({ subscriberId: 4, emails: ['ana@'] });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['emails.0', 'email_not_valid'],
    ]);
    expect(setSubscriberEmailsBodySchema.safeParse({ subscriberId: 4, emails: [] }).success).toBe(
      false,
    );
  });

  it('reads the save’s answer: a list, or "removed"', () => {
    expect(setActiveNewslettersAnswerSchema.parse('removed')).toBe('removed');
    expect(setActiveNewslettersAnswerSchema.safeParse('gone').success).toBe(false);
  });

  it('names a subscriber by number or as the link’s own', () => {
    for (const id of ['me', '1', '123456789']) {
      expect(subscriberParamsSchema.safeParse({ subscriber_id: id }).success, id).toBe(true);
    }
    for (const id of ['0', 'you', '1e3', '1234567890']) {
      expect(subscriberParamsSchema.safeParse({ subscriber_id: id }).success, id).toBe(false);
    }
  });
});
