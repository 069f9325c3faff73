import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MAX_SCORE } from '@lancer/api/constants';
import { Button } from '@lancer/ui/components/button';
import { Checkbox } from '@lancer/ui/components/checkbox';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lancer/ui/components/dialog';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';

export type FinishProjectActionsProps = {
  /** Completing needs every milestone PAID. */
  canComplete: boolean;
  busy: boolean;
  /** The score, and whether the provider's public profile may show the project (PROFILE-WORK). */
  onComplete: (score: number, showOnProfile: boolean) => void;
  onClose: () => void;
};

/** The client's end of a project: complete it with a score (0 to 100, "Max 100") or close it early. */
export function FinishProjectActions({ canComplete, busy, onComplete, onClose }: FinishProjectActionsProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projects' });
  const [score, setScore] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [showOnProfile, setShowOnProfile] = useState(true);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(score);
    if (score.trim() === '') {
      setError(t('complete.scoreRequired'));
      return;
    }
    if (!Number.isInteger(value) || value < 0 || value > MAX_SCORE) {
      setError(t('complete.scoreInvalid'));
      return;
    }
    onComplete(value, showOnProfile);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog>
        <DialogTrigger asChild>
          <Button disabled={!canComplete || busy}>{t('complete.button')}</Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('cancel')}>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{t('complete.title')}</DialogTitle>
              <DialogDescription>{t('complete.description')}</DialogDescription>
            </DialogHeader>
            <FormField label={t('complete.score')} help={t('complete.scoreHelp')} error={error ?? undefined}>
              <Input
                inputMode="numeric"
                value={score}
                onChange={(event) => {
                  setScore(event.target.value);
                  setError(null);
                }}
              />
            </FormField>
            <div className="flex items-start gap-2">
              <Checkbox
                id="complete-show-on-profile"
                checked={showOnProfile}
                onCheckedChange={(checked) => setShowOnProfile(checked === true)}
              />
              <Label htmlFor="complete-show-on-profile" className="leading-snug font-normal">
                {t('complete.showOnProfile')}
              </Label>
            </div>
            <DialogFooter>
              <Button type="submit" disabled={busy}>
                {t('complete.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmButton
        size="default"
        label={t('close.button')}
        title={t('close.title')}
        description={t('close.description')}
        confirm={t('close.submit')}
        cancel={t('cancel')}
        disabled={busy}
        onConfirm={onClose}
      />
    </div>
  );
}
