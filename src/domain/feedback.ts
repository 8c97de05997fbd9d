import { charactersOver } from './text-limits.ts';

/** Spec §5: a rating starts at five stars and moves in half steps. */
export const DEFAULT_FEEDBACK_RATING = 5;
/** The contract's Rating.comment maxLength. */
export const FEEDBACK_COMMENT_LIMIT = 500;

export interface FeedbackDraft {
  rating: number;
  comment: string;
  /** The order the feedback is about, or null for the business as a whole. */
  orderId: number | null;
}

export interface FeedbackPayload {
  branch_id: number;
  order_id: number | null;
  rating: number;
  comment: string | null;
}

export type FeedbackProblem = 'rating' | 'comment-too-long';

export function emptyFeedback(): FeedbackDraft {
  return { rating: DEFAULT_FEEDBACK_RATING, comment: '', orderId: null };
}

/** What stops this feedback from being sent; null when it can go. */
export function feedbackProblem(draft: FeedbackDraft): FeedbackProblem | null {
  const { rating } = draft;
  if (!Number.isFinite(rating) || rating < 0.5 || rating > 5 || (rating * 2) % 1 !== 0) return 'rating';
  if (charactersOver(draft.comment, FEEDBACK_COMMENT_LIMIT) > 0) return 'comment-too-long';
  return null;
}

/** The users/rate body: a blank comment is no comment. */
export function feedbackPayload(draft: FeedbackDraft, branchId: number): FeedbackPayload {
  const comment = draft.comment.trim();
  return {
    branch_id: branchId,
    order_id: draft.orderId,
    rating: draft.rating,
    comment: comment === '' ? null : comment,
  };
}
