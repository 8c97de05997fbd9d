import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors.ts';
import { isNotRegistered } from '../../domain/login-flow.ts';
import { checkPhone } from '../../domain/phone.ts';
import { checkProfile, type ProfileDraft, type ProfileProblem } from '../../domain/profile.ts';
import { useStores } from '../../stores/store-context.tsx';
import { usePhoneProblemText } from './use-phone-problem-text.ts';
import { OtpFailureNotice } from './OtpFailureNotice.tsx';
import { OtpStep } from './OtpStep.tsx';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { isolateLtr } from '../../ui/bidi-isolate.ts';

interface LoginScreenProps {
  /** Where to go once logged in. */
  onLoggedIn: () => void;
}

/**
 * Login by phone with a one-time code sent by WhatsApp (or by phone alone when the business allows).
 * A phone that is not a customer yet registers the way the business asks: with the `form` flow the
 * server says so and the customer gives a name (and email) first; otherwise the code registers it.
 */
export const LoginScreen = observer(function LoginScreen({ onLoggedIn }: LoginScreenProps) {
  const { auth, signIn, business } = useStores();
  const { t } = useLingui();
  const phoneProblemText = usePhoneProblemText();
  const [phone, setPhone] = useState(auth.phoneNumber ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(auth.phoneNumber !== null && signIn.resendSecondsLeft() > 0);
  const withoutCode = business.business?.disable_otp ?? false;
  // The form flow's registration: the server did not know this phone.
  const [registering, setRegistering] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>({ name: '', email: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof ProfileDraft, ProfileProblem>>>({});
  const problemText: Record<ProfileProblem, string> = {
    'name-missing': t`Enter your name.`,
    'name-too-long': t`The name is too long.`,
    'email-invalid': t`This email address does not look right, for example name@example.com.`,
    'email-too-long': t`The email address is too long.`,
  };

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    const checked = checkPhone(phone, business.business?.country_code);
    if (!checked.ok) {
      setPhoneError(phoneProblemText(checked.problem));
      return;
    }
    const details = registering ? checkProfile(draft) : null;
    if (details && !details.ok) {
      setProblems(details.problems);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (withoutCode) {
        await signIn.loginWithPhone(checked.e164);
        onLoggedIn();
      } else if (details?.ok) {
        await signIn.register({ phone: checked.e164, ...details.value });
        setCodeSent(true);
      } else {
        await signIn.sendOtp(checked.e164);
        setCodeSent(true);
      }
    } catch (error) {
      if (isApiError(error) && isNotRegistered(error)) setRegistering(true);
      else setFailure(error);
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
        {auth.loginLapsed && (
          <Alert color="orange" variant="light" role="status" data-testid="login-lapsed">
            <Trans>We could not confirm your login. Please log in again.</Trans>
          </Alert>
        )}
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
            setRegistering(false);
          }}
          error={phoneError}
          data-testid="login-phone"
        />
        {registering && (
          <>
            <Text role="status" data-testid="register-intro">
              <Trans>This number is new here. Tell us your name to create your account.</Trans>
            </Text>
            <LimitedTextInput
              limit={TEXT_LIMITS.name}
              label={t`Name`}
              required
              autoComplete="name"
              value={draft.name}
              onChange={(event) => {
                const name = event.currentTarget.value;
                setDraft((current) => ({ ...current, name }));
                setProblems((current) => ({ ...current, name: undefined }));
              }}
              error={problems.name ? problemText[problems.name] : undefined}
              data-testid="register-name"
            />
            <LimitedTextInput
              limit={TEXT_LIMITS.email}
              label={t`Email (optional)`}
              type="email"
              autoComplete="email"
              dir="ltr"
              value={draft.email}
              onChange={(event) => {
                const email = event.currentTarget.value;
                setDraft((current) => ({ ...current, email }));
                setProblems((current) => ({ ...current, email: undefined }));
              }}
              error={problems.email ? problemText[problems.email] : undefined}
              data-testid="register-email"
            />
          </>
        )}
        {failure !== null && <OtpFailureNotice error={failure} />}
        <Button type="submit" loading={busy} data-testid="login-submit">
          {withoutCode ? (
            <Trans>Continue</Trans>
          ) : registering ? (
            <Trans>Create my account</Trans>
          ) : (
            <Trans>Send the code</Trans>
          )}
        </Button>
        {business.business?.whatsapp_phone && (
          <Alert variant="light" color="gray">
            <Trans>
              The code comes from the business's WhatsApp number{' '}
              {isolateLtr(business.business.whatsapp_phone)}.
            </Trans>
          </Alert>
        )}
      </Stack>
    </form>
  );
});
