// What an app pays for one Dialog (size budget).
export { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@lancer/ui/components/dialog';
