import { EPISODE_PICKER_SIZE, type EpisodeChoice, EpisodeSelect } from "@client/components/episode-select";
import { usePodcastEpisodes } from "@client/features/podcasts/api";

interface EpisodeFieldProps {
  /** The catalogue podcast reviewed; null while the podcast is only typed (no episodes to offer). */
  podcastId: number | null;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  current?: EpisodeChoice | null;
}

/**
 * A critic review's episode (issue 52 item 5): offered only for a catalogue podcast with episodes (its
 * newest 100), "The whole podcast" by default.
 */
export function EpisodeField({ podcastId, value, onChange, error, current }: EpisodeFieldProps) {
  const episodes = usePodcastEpisodes(podcastId ?? undefined, EPISODE_PICKER_SIZE);
  const items = episodes.data?.pages[0]?.items ?? [];
  if (podcastId === null || (items.length === 0 && value === null)) return null;
  return <EpisodeSelect episodes={items} value={value} onChange={onChange} error={error} current={current} />;
}
