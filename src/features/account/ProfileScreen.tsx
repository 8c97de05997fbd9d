import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors.ts';
import { checkProfile, type ProfileDraft, type ProfileProblem } from '../../domain/profile.ts';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { useStores } from '../../stores/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { ChangePhoneSection } from './ChangePhoneSection.tsx';

interface ProfileScreenProps {
  /** After a first save (the check-profile guard sent the customer here), where to go back to. */
  onCompleted?: () => void;
  /** After logout or account deletion. */
  onLoggedOut: () => void;
}

/**
 * The customer's profile: name and email, saved with update-profile (a failed save keeps what was
 * typed), links to the other account pages, logout and account deletion with a confirmation.
 */
export const ProfileScreen = observer(function ProfileScreen({
  onCompleted,
  onLoggedOut,
}: ProfileScreenProps) {
  const { auth, signIn, business } = useStores();
  const { t } = useLingui();
  const user = auth.user;
  const [draft, setDraft] = useState<ProfileDraft>({ name: user?.name ?? '', email: user?.email ?? '' });
  const [problems, setProblems] = useState<Partial<Record<keyof ProfileDraft, ProfileProblem>>>({});
  const [refused, setRefused] = useState<Partial<Record<keyof ProfileDraft, boolean>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<unknown>(null);
  const referenceId = business.referenceId ?? '';
  const incomplete = !user?.name.trim();

  const problemText: Record<ProfileProblem, string> = {
    'name-missing': t`Enter your name.`,
    'name-too-long': t`The name is too long.`,
    'email-invalid': t`This email address does not look right, for example name@example.com.`,
    'email-too-long': t`The email address is too long.`,
  };

  function change(field: keyof ProfileDraft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setRefused((current) => ({ ...current, [field]: false }));
    setSaved(false);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkProfile(draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await auth.updateProfile(checked.value);
      setSaved(true);
      onCompleted?.();
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      if (fields && (fields.name || fields.email)) setRefused({ name: !!fields.name, email: !!fields.email });
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function deleteAccount() {
    setDeleteFailure(null);
    try {
      await signIn.deleteAccount();
      setConfirming(false);
      onLoggedOut();
    } catch (error) {
      setDeleteFailure(error);
    }
  }

  if (!user) return null;
  const fieldError = (field: keyof ProfileDraft) => {
    const problem = problems[field];
    if (problem) return problemText[problem];
    return refused[field] ? t`The restaurant did not accept this. Check it and try again.` : undefined;
  };

  return (
    <Stack gap="lg" maw={560} mx="auto" data-testid="profile-page">
      <Title order={1}>{incomplete ? t`Complete your profile` : t`My profile`}</Title>
      {incomplete && (
        <Text>
          <Trans>Tell us your name so the restaurant knows whose order it is.</Trans>
        </Text>
      )}
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <LimitedTextInput
            limit={TEXT_LIMITS.name}
            label={t`Name`}
            required
            autoComplete="name"
            value={draft.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={fieldError('name')}
            data-testid="profile-name"
          />
          <LimitedTextInput
            limit={TEXT_LIMITS.email}
            label={t`Email (optional)`}
            type="email"
            autoComplete="email"
            dir="ltr"
            value={draft.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={fieldError('email')}
            data-testid="profile-email"
          />
          {failure !== null && <ErrorNotice error={failure} />}
          {saved && (
            <Text role="status" fw={600} data-testid="profile-saved">
              <Trans>Your profile is saved.</Trans>
            </Text>
          )}
          <Button type="submit" loading={busy} data-testid="profile-save">
            <Trans>Save</Trans>
          </Button>
        </Stack>
      </form>
      <ChangePhoneSection />
      <Group gap="sm">
        <Button
          variant="light"
          renderRoot={(props) => (
            <Link {...props} to="/$referenceId/orders/history" params={{ referenceId }} />
          )}
        >
          <Trans>My orders</Trans>
        </Button>
        <Button
          variant="light"
          renderRoot={(props) => <Link {...props} to="/$referenceId/locations" params={{ referenceId }} />}
          data-testid="my-locations"
        >
          <Trans>My addresses</Trans>
        </Button>
        <Button
          variant="default"
          onClick={() => {
            auth.logout();
            onLoggedOut();
          }}
          data-testid="logout"
        >
          <Trans>Log out</Trans>
        </Button>
        <Button variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="delete-account">
          <Trans>Delete my account</Trans>
        </Button>
      </Group>
      <Modal
        // Inside <main>: the dialog's <header> must not count as a second page banner landmark.
        portalProps={{ target: '#main' }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete your account?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text>
            <Trans>
              Your profile, saved addresses and order history at this business will be deleted. This cannot be
              undone.
            </Trans>
          </Text>
          {deleteFailure !== null && <ErrorNotice error={deleteFailure} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Keep my account</Trans>
            </Button>
            <Button color="red" onClick={() => void deleteAccount()} data-testid="delete-account-confirm">
              <Trans>Delete my account</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
});
