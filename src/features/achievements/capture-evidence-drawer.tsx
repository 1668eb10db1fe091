import { useOwnCriteria } from '../../entities/criteria/use-criteria.ts';

import { AchievementFormDrawer } from './achievement-form-drawer.tsx';

/** The new-achievement form over any screen, for the phone's capture button. */
export default function CaptureEvidenceDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  // The criteria are on the device; until the first pull brings them the list is empty,
  // as on the achievements screen.
  const criteria = useOwnCriteria();
  return (
    <AchievementFormDrawer opened={opened} row={null} criteria={criteria ?? []} onClose={onClose} />
  );
}
