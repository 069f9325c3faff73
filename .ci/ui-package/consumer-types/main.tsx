import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@lancer/ui/components/dialog';
import { toast } from '@lancer/ui/components/toast';
import { UiTextsProvider, type UiTexts } from '@lancer/ui/components/ui-texts';
import { cn } from '@lancer/ui/lib/cn';

/** True only for `any`: a type that failed to resolve, which would check nothing. */
type IsAny<T> = 0 extends 1 & T ? true : false;
const toastIsTyped: IsAny<typeof toast> = false;
const textsAreTyped: IsAny<UiTexts> = false;

/** Typed uses of the package: a wrong prop, an untyped export or a module that does not resolve fails `tsc`. */
export function Hire({ texts }: { texts: UiTexts }) {
  const announced: number = toast({ title: 'Saved', variant: 'success' });
  return (
    <UiTextsProvider texts={texts}>
      <Badge variant="secondary">{`${announced} ${toastIsTyped} ${textsAreTyped}`}</Badge>
      <Dialog>
        <DialogTrigger asChild>
          <Button className={cn('w-full')} variant="default">
            Hire
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Hire Ada</DialogTitle>
          {/* @ts-expect-error: Button has no such variant */}
          <Button variant="primary">Not a variant</Button>
        </DialogContent>
      </Dialog>
    </UiTextsProvider>
  );
}
