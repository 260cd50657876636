import { Button } from "@client/components/ui/button";
import { StarRating } from "@client/components/ui/star-rating";
import { useId } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

interface RatingFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  /** Offered when "no rating" is a valid choice: puts the field back to unrated. */
  onClear?: (() => void) | undefined;
  size?: "md" | "lg";
}

/** A labelled half-star input with its error under it (the slider is named by the label). */
export function RatingField({ label, value, onChange, onClear, error, size = "md" }: RatingFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <StarRating
          size={size}
          value={value}
          onChange={onChange}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {onClear && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            No rating
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface ReviewRatingFieldProps<T extends FieldValues> {
  control: Control<T>;
  error?: string;
  size?: "md" | "lg";
  /** Offers "No rating" while a rating is set (editing a review that had none). */
  clearable?: boolean;
}

/** A critic review's rating (Add Review, editing a review): the half-star field, bound to the form's `rating`. */
export function ReviewRatingField<T extends FieldValues>({
  control,
  error,
  size,
  clearable,
}: ReviewRatingFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={"rating" as Path<T>}
      render={({ field }) => (
        <RatingField
          label="Rating"
          size={size}
          value={Number(field.value ?? 0)}
          onChange={field.onChange}
          onClear={clearable && field.value !== undefined ? () => field.onChange(undefined) : undefined}
          error={error}
        />
      )}
    />
  );
}
