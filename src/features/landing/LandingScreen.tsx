import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

/** The landing page when no business lives at this address: open one by its reference id. */
export function LandingScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [referenceId, setReferenceId] = useState('');
  const [error, setError] = useState<string | null>(null);

  function open(event: FormEvent) {
    event.preventDefault();
    const id = referenceId.trim();
    if (!/^[\w-]+$/.test(id)) {
      setError(t`Enter the code of the business, using letters, numbers and dashes.`);
      return;
    }
    void navigate({ to: '/$referenceId', params: { referenceId: id } });
  }

  return (
    <form onSubmit={open} noValidate>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Order from your favourite place</Trans>
        </Title>
        <Text>
          <Trans>Scan the code at the table or enter the code of the business.</Trans>
        </Text>
        <TextInput
          label={t`Business code`}
          value={referenceId}
          onChange={(event) => {
            setReferenceId(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoCapitalize="none"
          autoCorrect="off"
          data-testid="landing-reference-id"
        />
        <Button type="submit">
          <Trans>Open the menu</Trans>
        </Button>
      </Stack>
    </form>
  );
}
