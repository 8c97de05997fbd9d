import { Alert, Anchor, Button, Group, PinInput, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/PinInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { OtpFailureNotice } from './OtpFailureNotice.tsx';
import { useSecondsLeft } from './use-seconds-left.ts';

const CODE_LENGTH = 4;

interface OtpStepProps {
  phone: string;
  onVerified: () => void;
  onChangePhone: () => void;
  /** Checks the code; logging in by default (a phone change passes its own check). */
  check?: (code: string) => Promise<unknown>;
  /** The step's heading level: 1 on the login page, 2 inside another page. */
  headingOrder?: 1 | 2;
  submitLabel?: string;
}

/** The one-time code: typed or pasted, sent again once the timer (default 30 s) runs out. */
export const OtpStep = observer(function OtpStep({
  phone,
  onVerified,
  onChangePhone,
  check,
  headingOrder = 1,
  submitLabel,
}: OtpStepProps) {
  const { auth, signIn } = useStores();
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useSecondsLeft(signIn.resendSecondsLeft, true);

  // onComplete hands over the full code: the state may not hold its last digit yet (autofill, paste).
  async function verify(entered: string = code) {
    if (entered.length < CODE_LENGTH || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await (check ?? signIn.verifyOtp)(entered);
      onVerified();
    } catch (error) {
      setFailure(error);
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setFailure(null);
    try {
      await signIn.resendOtp();
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void verify();
      }}
      noValidate
    >
      <Stack gap="md" maw={480} mx="auto">
        <Title order={headingOrder}>
          <Trans>Enter the code</Trans>
        </Title>
        <Text>
          <Trans>
            We sent a code by WhatsApp to <bdi dir="ltr">{phone}</bdi>.
          </Trans>
        </Text>
        {import.meta.env.VITE_API_MOCKS === 'true' && auth.debugCode && (
          <Alert color="blue" variant="light" data-testid="otp-debug-code">
            <Trans>Demo mode: your code is {auth.debugCode}</Trans>
          </Alert>
        )}
        <Group justify="center" dir="ltr">
          <PinInput
            length={CODE_LENGTH}
            type="number"
            oneTimeCode
            value={code}
            onChange={setCode}
            onComplete={(entered) => void verify(entered)}
            aria-label={t`One-time code`}
            getInputProps={(index) => ({
              'aria-label': t`Digit ${index + 1} of ${CODE_LENGTH} of the one-time code`,
            })}
            size="lg"
            data-testid="otp-code"
          />
        </Group>
        {failure !== null && <OtpFailureNotice error={failure} />}
        <Button type="submit" loading={busy} disabled={code.length < CODE_LENGTH} data-testid="otp-submit">
          {submitLabel ?? t`Log in`}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={onChangePhone}>
            <Trans>Change the number</Trans>
          </Anchor>
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              <Trans>Send again in {secondsLeft} s</Trans>
            </Text>
          ) : (
            <Anchor component="button" type="button" onClick={() => void resend()}>
              <Trans>Send the code again</Trans>
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
});
