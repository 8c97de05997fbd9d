import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { checkPhone } from '../../domain/phone.ts';
import { useStores } from '../../stores/store-context.tsx';
import { OtpFailureNotice } from './OtpFailureNotice.tsx';
import { OtpStep } from './OtpStep.tsx';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';

interface LoginScreenProps {
  /** Where to go once logged in. */
  onLoggedIn: () => void;
}

/** Login by phone with a one-time code sent by WhatsApp (or by phone alone when the business allows). */
export const LoginScreen = observer(function LoginScreen({ onLoggedIn }: LoginScreenProps) {
  const { auth, business } = useStores();
  const { t } = useLingui();
  const [phone, setPhone] = useState(auth.phoneNumber ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(auth.phoneNumber !== null && auth.resendSecondsLeft() > 0);
  const withoutCode = business.business?.disable_otp ?? false;

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    const checked = checkPhone(phone, business.business?.country_code);
    if (!checked.ok) {
      setPhoneError(
        checked.problem === 'empty'
          ? t`Enter your phone number.`
          : t`This phone number does not look right. Check it and try again.`,
      );
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (withoutCode) {
        await auth.loginWithPhone(checked.e164);
        onLoggedIn();
      } else {
        await auth.sendOtp(checked.e164);
        setCodeSent(true);
      }
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  if (codeSent && auth.phoneNumber) {
    return (
      <OtpStep phone={auth.phoneNumber} onVerified={onLoggedIn} onChangePhone={() => setCodeSent(false)} />
    );
  }

  return (
    <form onSubmit={submitPhone} noValidate>
      <Stack gap="md" maw={480} mx="auto">
        <Title order={1}>
          <Trans>Log in</Trans>
        </Title>
        <Text>
          {withoutCode ? (
            <Trans>Enter your phone number to continue.</Trans>
          ) : (
            <Trans>We will send you a one-time code by WhatsApp.</Trans>
          )}
        </Text>
        <LimitedTextInput
          limit={TEXT_LIMITS.phone}
          label={t`Phone number`}
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
          data-testid="login-phone"
        />
        {failure !== null && <OtpFailureNotice error={failure} />}
        <Button type="submit" loading={busy} data-testid="login-submit">
          {withoutCode ? <Trans>Continue</Trans> : <Trans>Send the code</Trans>}
        </Button>
        {business.business?.whatsapp_phone && (
          <Alert variant="light" color="gray">
            <Trans>
              The code comes from the business's WhatsApp number {business.business.whatsapp_phone}.
            </Trans>
          </Alert>
        )}
      </Stack>
    </form>
  );
});
