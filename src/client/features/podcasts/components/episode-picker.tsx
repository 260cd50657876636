import { EPISODE_PICKER_SIZE, EpisodeSelect } from "@client/components/episode-select";
import { usePodcastEpisodes } from "../api";

interface EpisodePickerProps {
  podcastId: number;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}

/** The review form's choice of episode: the podcast as a whole, or one of its newest 100 episodes. */
export function EpisodePicker({ podcastId, value, onChange, error }: EpisodePickerProps) {
  const episodes = usePodcastEpisodes(podcastId, EPISODE_PICKER_SIZE);
  const items = episodes.data?.pages[0]?.items ?? [];
  if (items.length === 0 && value === null) return null;
  return <EpisodeSelect episodes={items} value={value} onChange={onChange} error={error} />;
}
