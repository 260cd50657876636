import { FormField } from "@client/components/ui/form-field";
import { NativeSelect } from "@client/components/ui/native-select";

/** How many of a podcast's newest episodes a review form offers. */
export const EPISODE_PICKER_SIZE = 100;

export interface EpisodeChoice {
  id: number;
  title: string;
}

interface EpisodeSelectProps {
  episodes: EpisodeChoice[];
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  /** The review's own episode, named when it is older than the episodes offered. */
  current?: EpisodeChoice | null | undefined;
}

/**
 * A review form's choice of episode (issue 52 item 5): the podcast as a whole (the default), or one of its
 * episodes. The platform's own select, so it works with the keyboard and screen readers everywhere.
 */
export function EpisodeSelect({ episodes, value, onChange, error, current }: EpisodeSelectProps) {
  const known = value === null || episodes.some((episode) => episode.id === value);
  return (
    <FormField label="Episode" hint="Review the podcast as a whole, or one episode" error={error}>
      <NativeSelect
        value={value === null ? "" : String(value)}
        onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      >
        <option value="">The whole podcast</option>
        {!known && (
          <option value={String(value)}>
            {current?.id === value ? current.title : "This review's episode"}
          </option>
        )}
        {episodes.map((episode) => (
          <option key={episode.id} value={String(episode.id)}>
            {episode.title}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
