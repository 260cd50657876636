import { FormField } from "@client/components/ui/form-field";
import { usePodcastEpisodes } from "../api";

const PICKER_SIZE = 100;

interface EpisodePickerProps {
  podcastId: number;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}

/** The review form's choice of episode: the podcast as a whole, or one of its newest 100 episodes. */
export function EpisodePicker({ podcastId, value, onChange, error }: EpisodePickerProps) {
  const episodes = usePodcastEpisodes(podcastId, PICKER_SIZE);
  const items = episodes.data?.pages[0]?.items ?? [];
  if (items.length === 0 && value === null) return null;
  const known = value === null || items.some((e) => e.id === value);
  return (
    <FormField label="Episode" hint="Review the podcast as a whole, or one episode" error={error}>
      <select
        className="h-11 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg hover:border-border-hover focus-visible:border-accent aria-invalid:border-danger md:text-sm"
        value={value === null ? "" : String(value)}
        onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      >
        <option value="">The whole podcast</option>
        {!known && <option value={String(value)}>This review's episode</option>}
        {items.map((episode) => (
          <option key={episode.id} value={String(episode.id)}>
            {episode.title}
          </option>
        ))}
      </select>
    </FormField>
  );
}
