import { Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { BranchRef } from '../../api/types.ts';
import { localized } from '../../domain/locales.ts';

interface BranchPickerProps {
  branches: readonly BranchRef[];
  currentId: number | null;
  onChoose: (branchId: number) => void;
  busy: boolean;
  language: string;
  fallbacks: readonly string[];
}

/** The business's branches when it has several; the current one is pressed. */
export function BranchPicker({
  branches,
  currentId,
  onChoose,
  busy,
  language,
  fallbacks,
}: BranchPickerProps) {
  const { t } = useLingui();
  const labelId = useId();
  if (branches.length < 2) return null;
  return (
    <div role="group" aria-labelledby={labelId} data-testid="branch-picker">
      <Text id={labelId} fw={600} mb="xs">
        {t`Branch`}
      </Text>
      <Group gap="xs">
        {branches.map((branch) => {
          const current = branch.id === currentId;
          return (
            <Button
              key={branch.id}
              variant={current ? 'filled' : 'default'}
              aria-pressed={current}
              disabled={busy && !current}
              onClick={() => {
                if (!current) onChoose(branch.id);
              }}
              data-testid={`branch-${branch.id}`}
            >
              {localized(branch.name, language, fallbacks)}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}
