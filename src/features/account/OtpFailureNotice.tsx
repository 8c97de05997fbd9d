import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../api/errors.ts';
import { otpFailureOf } from '../../domain/otp-failure.ts';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';

/** A failed send or check of a one-time code, said with what to do next; other failures generically. */
export function OtpFailureNotice({ error }: { error: unknown }) {
  const { t } = useLingui();
  const failure = isApiError(error) ? otpFailureOf(error) : null;
  if (!failure) return <ErrorNotice error={error} />;
  let message: string;
  switch (failure.kind) {
    case 'wrong':
      message = t`That code is not right. Check the WhatsApp message and type it again.`;
      break;
    case 'expired':
      message = t`That code has expired. Ask for a new code and type the new one.`;
      break;
    case 'too-many-attempts':
      message = t`Too many wrong codes. Ask for a new code to try again.`;
      break;
    case 'phone-taken':
      message = t`This number belongs to another customer. Enter a different number.`;
      break;
    case 'wait': {
      const seconds = failure.seconds;
      message =
        seconds === null
          ? t`Too many codes were asked for. Wait a minute, then try again.`
          : t`Too many codes were asked for. Wait ${seconds} seconds, then try again.`;
      break;
    }
  }
  return (
    <Alert color="red" role="alert" data-testid="otp-failure" data-kind={failure.kind}>
      {message}
    </Alert>
  );
}
