import { createFileRoute } from '@tanstack/react-router';
import { PlayerDisplay } from '../features/display/PlayerDisplay';
import { useDisplayFeed } from '../features/display/use-display-feed';

/** The hall's TV: the player display, fed by the game screen of this browser. No chrome, no controls. */
export const Route = createFileRoute('/display')({ component: DisplayPage });

function DisplayPage() {
  return <PlayerDisplay display={useDisplayFeed()} />;
}
