// What an app pays for one Button (size budget).
export { Button } from '@lancer/ui/components/button';
