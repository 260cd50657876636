import { cn } from "@client/lib/cn";
import { FileUp } from "lucide-react";
import { type DragEvent, useId, useState } from "react";

const SIZE_UNITS = ["bytes", "KB", "MB", "GB"];

/** "12.4 KB": a file's size for people. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${SIZE_UNITS[unit]}`;
}

interface FileDropProps {
  label: string;
  hint?: string;
  accept?: string;
  file: File | null;
  onFile: (file: File | null) => void;
}

/**
 * The app's file picker: a drop zone around a real file input (Tab reaches it, Enter or Space opens the
 * browser's picker), showing the chosen file's name and size.
 */
export function FileDrop({ label, hint, accept, file, onFile }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-fg">{label}</span>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          "flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-border bg-bg px-4 py-5 text-center",
          "hover:border-border-hover has-focus-visible:border-accent has-focus-visible:outline-2 has-focus-visible:outline-accent",
          over && "border-accent bg-surface-2",
        )}
      >
        <FileUp aria-hidden className="size-6 text-fg-muted" />
        {file ? (
          <span className="flex flex-col">
            <span className="font-medium text-fg wrap-anywhere" data-testid="chosen-file">
              {file.name}
            </span>
            <span className="text-sm text-fg-muted tabular">
              {formatFileSize(file.size)} · choose another
            </span>
          </span>
        ) : (
          <span className="text-sm text-fg-secondary">
            <span className="font-medium text-accent">Choose a file</span> or drop it here
          </span>
        )}
        <input
          id={id}
          type="file"
          accept={accept}
          aria-label={label}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="sr-only"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
