import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { FormDialog } from '../../components/form-dialog.tsx';
import type { AdminPlan, PlanCategory } from '../../../contract/subscriptions.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { createPlan, updatePlan } from './admin-api.ts';
import { PriceField } from './price-field.tsx';
import { halalasFromRiyals, riyalsFromHalalas } from './riyals.ts';

interface PlanFormModalProps {
  /** The plan to edit, or `null` to create one. */
  plan: AdminPlan | null;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** Creates a plan or edits one: names, descriptions, prices in riyals, limit, coming soon. */
export function PlanFormModal({ plan, opened, onClose, onSaved }: PlanFormModalProps) {
  const { t } = useLingui();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={plan ? t`Edit subscription plan` : t`New subscription plan`}
      size="lg"
    >
      <PlanForm key={plan?.id ?? 'new'} plan={plan} onSaved={onSaved} onCancel={onClose} />
    </FormDialog>
  );
}

function PlanForm({
  plan,
  onSaved,
  onCancel,
}: {
  plan: AdminPlan | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [category, setCategory] = useState<PlanCategory>(plan?.category ?? 'personal');
  const [nameEn, setNameEn] = useState(plan?.nameEn ?? '');
  const [nameAr, setNameAr] = useState(plan?.nameAr ?? '');
  const [descriptionEn, setDescriptionEn] = useState(plan?.descriptionEn ?? '');
  const [descriptionAr, setDescriptionAr] = useState(plan?.descriptionAr ?? '');
  const [price, setPrice] = useState<number | string>(
    plan ? riyalsFromHalalas(plan.priceHalalas) : '',
  );
  const [originalPrice, setOriginalPrice] = useState<number | string>(
    plan?.originalPriceHalalas != null ? riyalsFromHalalas(plan.originalPriceHalalas) : '',
  );
  const [teacherLimit, setTeacherLimit] = useState<number | string>(plan?.teacherLimit ?? '');
  const [isComingSoon, setIsComingSoon] = useState(plan?.isComingSoon ?? false);

  const { busy, run } = useAsyncAction(async () => {
    const original = numberOrNull(originalPrice);
    const fields = {
      nameEn,
      nameAr,
      descriptionEn,
      descriptionAr,
      priceHalalas: halalasFromRiyals(Number(price)),
      originalPriceHalalas: original === null ? null : halalasFromRiyals(original),
      teacherLimit: category === 'organization' ? numberOrNull(teacherLimit) : null,
      isComingSoon,
    };
    if (plan) await updatePlan(plan.id, fields);
    else await createPlan({ ...fields, category });
    notifyKey('subscriptions.success.planSaved');
    onSaved();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void run();
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {!plan && (
          <SegmentedControl
            value={category}
            onChange={(value) =>
              setCategory(value === 'organization' ? 'organization' : 'personal')
            }
            data={[
              { value: 'personal', label: t`Personal` },
              { value: 'organization', label: t`School (organisation)` },
            ]}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Name in English`}
            value={nameEn}
            onChange={(event) => setNameEn(event.currentTarget.value)}
            dir="ltr"
            required
          />
          <TextInput
            label={t`Name in Arabic`}
            value={nameAr}
            onChange={(event) => setNameAr(event.currentTarget.value)}
            dir="rtl"
            required
          />
          <Textarea
            label={t`Description in English`}
            value={descriptionEn}
            onChange={(event) => setDescriptionEn(event.currentTarget.value)}
            dir="ltr"
            autosize
            minRows={2}
            required
          />
          <Textarea
            label={t`Description in Arabic`}
            value={descriptionAr}
            onChange={(event) => setDescriptionAr(event.currentTarget.value)}
            dir="rtl"
            autosize
            minRows={2}
            required
          />
          <PriceField label={t`Price per year (SAR)`} value={price} onChange={setPrice} required />
          <PriceField
            label={t`List price (SAR, optional)`}
            value={originalPrice}
            onChange={setOriginalPrice}
          />
          {category === 'organization' && (
            <NumberInput
              label={t`Teacher limit`}
              value={teacherLimit}
              onChange={setTeacherLimit}
              min={1}
              allowDecimal={false}
              required
            />
          )}
        </SimpleGrid>
        <Switch
          label={t`Coming soon (shown but cannot be bought)`}
          checked={isComingSoon}
          onChange={(event) => setIsComingSoon(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Save plan</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
