import { describe, expect, it } from 'vitest';
import { emptyFeedback, feedbackPayload, feedbackProblem, type FeedbackDraft } from './feedback.ts';

const draft = (change: Partial<FeedbackDraft>): FeedbackDraft => ({ ...emptyFeedback(), ...change });

describe('feedbackProblem', () => {
  it.each([
    ['the default five stars', draft({}), null],
    ['three and a half stars', draft({ rating: 3.5 }), null],
    ['half a star', draft({ rating: 0.5 }), null],
    ['no stars', draft({ rating: 0 }), 'rating'],
    ['a quarter step', draft({ rating: 3.25 }), 'rating'],
    ['more than five', draft({ rating: 5.5 }), 'rating'],
    ['not a number', draft({ rating: Number.NaN }), 'rating'],
    ['a comment of exactly 500 characters', draft({ comment: 'a'.repeat(500) }), null],
    ['500 emoji (code points, not UTF-16 units)', draft({ comment: '🍔'.repeat(500) }), null],
    ['a comment of 501 characters', draft({ comment: 'a'.repeat(501) }), 'comment-too-long'],
  ])('%s', (_case, input, expected) => {
    expect(feedbackProblem(input)).toBe(expected);
  });
});

describe('feedbackPayload', () => {
  it.each([
    ['a blank comment is none', draft({ comment: '   ' }), { comment: null, order_id: null }],
    ['a comment is trimmed', draft({ comment: ' Hot. ' }), { comment: 'Hot.', order_id: null }],
    ['the order travels', draft({ orderId: 42 }), { comment: null, order_id: 42 }],
  ])('%s', (_case, input, expected) => {
    expect(feedbackPayload(input, 7)).toEqual({ branch_id: 7, rating: input.rating, ...expected });
  });
});
