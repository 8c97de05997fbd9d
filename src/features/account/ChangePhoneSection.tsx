import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { checkPhone } from '../../domain/phone.ts';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { useStores } from '../../stores/store-context.tsx';
import { usePhoneProblemText } from './use-phone-problem-text.ts';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { OtpFailureNotice } from './OtpFailureNotice.tsx';
import { OtpStep } from './OtpStep.tsx';

type Step = 'closed' | 'number' | 'code';

/**
 * Change phone: the new number gets a code (send-otp) and replaces the old one only once that code
 * is checked (verify-phone with replace). Until then the old number stays the customer's.
 */
export const ChangePhoneSection = observer(function ChangePhoneSection() {
  const { auth, signIn, business } = useStores();
  const { t } = useLingui();
  const phoneProblemText = usePhoneProblemText();
  // A code for a new number still running survives a reload, like the login's.
  const pending =
    auth.codePurpose === 'phone-change' && auth.phoneNumber !== null && signIn.resendSecondsLeft() > 0;
  const [step, setStep] = useState<Step>(pending ? 'code' : 'closed');
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const user = auth.user;
  if (!user) return null;

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const checked = checkPhone(phone, business.business?.country_code);
    if (!checked.ok) {
      setPhoneError(phoneProblemText(checked.problem));
      return;
    }
    if (checked.e164 === user?.phone) {
      setPhoneError(t`This is already your number.`);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await signIn.sendPhoneChangeCode(checked.e164);
      setStep('code');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="change-phone-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="change-phone-title">
          <Trans>Phone number</Trans>
        </Title>
        <Text data-testid="profile-phone">
          <bdi dir="ltr">{user.phone}</bdi>
        </Text>
        {changed && (
          <Text role="status" fw={600} data-testid="phone-changed">
            <Trans>Your new number is saved. Use it to log in from now on.</Trans>
          </Text>
        )}
        {step === 'closed' && (
          <Button
            variant="light"
            onClick={() => {
              setStep('number');
              setChanged(false);
            }}
            data-testid="change-phone"
          >
            <Trans>Change the number</Trans>
          </Button>
        )}
        {step === 'number' && (
          <form onSubmit={sendCode} noValidate>
            <Stack gap="sm">
              <LimitedTextInput
                limit={TEXT_LIMITS.phone}
                label={t`New phone number`}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                value={phone}
                onChange={(event) => {
                  setPhone(event.currentTarget.value);
                  setPhoneError(null);
                }}
                error={phoneError}
                data-testid="new-phone"
              />
              {failure !== null && <OtpFailureNotice error={failure} />}
              <Button type="submit" loading={busy} data-testid="new-phone-send">
                <Trans>Send a code to the new number</Trans>
              </Button>
              <Button variant="subtle" onClick={() => setStep('closed')}>
                <Trans>Keep my number</Trans>
              </Button>
            </Stack>
          </form>
        )}
        {step === 'code' && auth.phoneNumber && (
          <OtpStep
            phone={auth.phoneNumber}
            headingOrder={2}
            submitLabel={t`Confirm the new number`}
            check={signIn.confirmPhoneChange}
            onVerified={() => {
              setStep('closed');
              setPhone('');
              setChanged(true);
            }}
            onChangePhone={() => setStep('number')}
          />
        )}
      </Stack>
    </Paper>
  );
});
