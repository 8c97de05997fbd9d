import { Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import {
  emptyFeedback,
  FEEDBACK_COMMENT_LIMIT,
  feedbackProblem,
  type FeedbackDraft,
} from '../../domain/feedback.ts';
import { useStores } from '../../stores/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { LimitedTextarea } from '../../ui/LimitedText.tsx';
import { Rating } from '../../ui/Rating.tsx';
import classes from './InfoPages.module.css';

/** How many of the customer's latest orders the feedback may be about. */
const RECENT_ORDERS = 10;

/**
 * Feedback on the branch or on one recent order: half stars (five by default, spec §5) and a
 * comment. A failed send keeps every word; a sent one says thanks.
 */
export const FeedbackScreen = observer(function FeedbackScreen() {
  const { orders, auth } = useStores();
  const { t } = useLingui();
  const [draft, setDraft] = useState<FeedbackDraft>(emptyFeedback);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const recentOrders = auth.isAuthenticated ? orders.history.slice(0, RECENT_ORDERS) : [];
  const change = (next: Partial<FeedbackDraft>) => setDraft((current) => ({ ...current, ...next }));

  async function send(event: FormEvent) {
    event.preventDefault();
    if (feedbackProblem(draft) !== null || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await orders.sendFeedback(draft);
      setSent(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <Stack gap="md" maw={560} mx="auto" w="100%" data-testid="feedback-thanks">
        <Title order={1}>
          <Trans>Thank you for your feedback</Trans>
        </Title>
        <Rating readOnly value={draft.rating} allowHalf />
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => void send(event)}
      noValidate
      className={classes.form}
      data-testid="feedback-page"
    >
      <Title order={1}>
        <Trans>Feedback</Trans>
      </Title>
      <Stack gap={4}>
        <Text fw={600} id="feedback-rating">
          <Trans>How was your visit?</Trans>
        </Text>
        <Rating
          value={draft.rating}
          onChange={(rating) => change({ rating })}
          allowHalf
          label={t`How was your visit?`}
        />
      </Stack>
      {recentOrders.length > 0 && (
        <NativeSelect
          label={t`About an order`}
          value={draft.orderId === null ? '' : String(draft.orderId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            change({ orderId: value === '' ? null : Number(value) });
          }}
          data={[
            { value: '', label: t`No order in particular` },
            ...recentOrders.map(({ id, number: orderId }) => ({
              value: String(id),
              label: t`Order ${orderId}`,
            })),
          ]}
          data-testid="feedback-order"
        />
      )}
      <LimitedTextarea
        label={t`Comment`}
        value={draft.comment}
        limit={FEEDBACK_COMMENT_LIMIT}
        onChange={(event) => change({ comment: event.currentTarget.value })}
        autosize
        minRows={3}
        data-testid="feedback-comment"
      />
      {failure !== null && <ErrorNotice error={failure} />}
      <Button type="submit" size="md" loading={sending} disabled={feedbackProblem(draft) !== null}>
        <Trans>Send feedback</Trans>
      </Button>
    </form>
  );
});
