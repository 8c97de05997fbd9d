import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../i18n/date-format.ts';
import { useStores } from '../../stores/store-context.tsx';

/** Find an order by its id, or open one of the orders placed from this device. */
export const OrdersStatusScreen = observer(function OrdersStatusScreen({
  notFoundId,
}: {
  notFoundId?: number;
}) {
  const { orders, business, preferences } = useStores();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState(notFoundId ? String(notFoundId) : '');
  const [invalid, setInvalid] = useState(false);
  const referenceId = business.referenceId ?? '';
  const formatContext = {
    language: preferences.language,
    countryCode: business.business?.country_code,
    timeZone: business.timeZone,
  };
  const recent = orders.deviceOrdersOfBusiness;

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(value.trim().replace(/^#/, ''));
    if (!Number.isInteger(id) || id <= 0) {
      setInvalid(true);
      return;
    }
    void navigate({ to: '/$referenceId/order/$orderId', params: { referenceId, orderId: String(id) } });
  };

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Title order={1}>
        <Trans>Order status</Trans>
      </Title>
      <form onSubmit={lookUp} noValidate>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t`Order id`}
            inputMode="numeric"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setInvalid(false);
            }}
            error={
              invalid
                ? t`Enter the order id, a number.`
                : notFoundId
                  ? t`We could not find this order.`
                  : undefined
            }
            data-testid="order-lookup"
          />
          <Button type="submit">
            <Trans>Show order</Trans>
          </Button>
        </Group>
      </form>
      <Stack gap="sm" component="section" aria-labelledby="recent-title">
        <Title order={2} size="h3" id="recent-title">
          <Trans>Orders from this device</Trans>
        </Title>
        {recent.length === 0 ? (
          <Text>
            <Trans>No orders placed from this device yet.</Trans>
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            data-testid="device-orders"
          >
            {recent.map((entry) => (
              <li key={entry.id}>
                <Button
                  variant="subtle"
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/$referenceId/order/$orderId"
                      params={{ referenceId, orderId: String(entry.id) }}
                    />
                  )}
                >
                  <bdi>{entry.number}</bdi> · {formatDateTime(entry.created_at, formatContext)}
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
});
