import { createFileRoute } from '@tanstack/react-router';
import { PlayerDisplay } from '@/features/display/PlayerDisplay';
import { useDisplayFeed } from '@/features/display/use-display-feed';
import { useWakeLock } from '@/features/hall/use-wake-lock';

/** The hall's TV: the player display, fed by the game screen of this browser. No chrome, no controls. */
export const Route = createFileRoute('/display')({ component: DisplayPage });

function DisplayPage() {
  const display = useDisplayFeed();
  useWakeLock(display.status === 'running' || display.status === 'paused');
  return <PlayerDisplay display={display} />;
}
