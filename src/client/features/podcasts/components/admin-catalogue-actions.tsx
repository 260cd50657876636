import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@client/components/ui/dialog";
import { FileDrop } from "@client/components/ui/file-drop";
import { FormField } from "@client/components/ui/form-field";
import { NativeSelect, Options } from "@client/components/ui/native-select";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { formatCount } from "@client/lib/format";
import { useNavigate } from "@client/lib/router";
import { GENRES } from "@shared/constants/genres";
import { paths } from "@shared/routing/page-paths";
import type { ImportReport } from "@shared/schemas/podcast";
import { Plus, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { newImportId, useImportPodcasts, useImportProgress } from "../api";
import { PodcastForm } from "./podcast-form";

function ImportForm() {
  const importer = useImportPodcasts();
  const [file, setFile] = useState<File | null>(null);
  const [genre, setGenre] = useState("");
  const [report, setReport] = useState<ImportReport | null>(null);
  const [importId, setImportId] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const id = newImportId();
    setImportId(id);
    importer.mutate(
      { file, defaultGenre: genre, id },
      {
        onSuccess: (result) => {
          setReport(result);
          toast({
            title: "Import finished",
            description: `${result.created} added, ${result.updated} updated, ${result.failed} failed.`,
          });
        },
        onError: (error) => toastFailure("Import failed", errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Import podcasts">
      <FileDrop
        label="File"
        hint="CSV, JSON, an RSS feed or an OPML list (up to 10 MB)"
        accept=".csv,.json,.rss,.xml,.opml"
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setReport(null);
        }}
      />
      <FormField label="Genre for entries without one" hint="Optional; OPML lists often name no genre">
        <NativeSelect value={genre} onChange={(e) => setGenre(e.target.value)}>
          <option value="">None (report them)</option>
          <Options values={GENRES} />
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={!file || importer.isPending}>
        {importer.isPending ? "Importing..." : "Import"}
      </Button>
      {importer.isPending && <ImportProgressBar id={importId} />}
      {report && (
        <Alert variant={report.failed ? "destructive" : "success"} title="Import report">
          <p>
            {report.created} added, {report.updated} updated, {report.failed} failed ({report.format}).
          </p>
          {report.errors.length > 0 && (
            <ul className="mt-2 max-h-48 list-disc overflow-y-auto pl-5">
              {report.errors.map((e) => (
                <li key={`${e.line}-${e.message}`}>
                  Line {e.line}
                  {e.title ? ` (${e.title})` : ""}: {e.message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </form>
  );
}

/** The server's progress with the running import: reading the file, then records written of all. */
function ImportProgressBar({ id }: { id: string | null }) {
  const data = useImportProgress(id);
  const total = data?.total ?? null;
  const label =
    total === null
      ? "Uploading and reading the file…"
      : `Imported ${formatCount(data!.processed)} of ${formatCount(total)} entries`;
  return (
    <div className="flex flex-col gap-1.5" role="status" aria-live="polite">
      <progress
        className="import-progress h-2 w-full"
        aria-label="Import progress"
        max={total ?? undefined}
        value={total === null ? undefined : data!.processed}
      />
      <p className="text-sm text-fg-muted">{label}</p>
    </div>
  );
}

/** Administrators add podcasts one at a time or import a file. */
export function AdminCatalogueActions() {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogTrigger asChild>
          <Button variant="secondary">
            <Plus aria-hidden /> Add Podcast
          </Button>
        </DialogTrigger>
        <DialogContent title="Add a podcast" description="It appears in the catalogue at once.">
          <PodcastForm
            onDone={(saved) => {
              setAdding(false);
              navigate(paths.podcast(saved.id));
            }}
          />
        </DialogContent>
      </Dialog>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="secondary">
            <Upload aria-hidden /> Import
          </Button>
        </DialogTrigger>
        <DialogContent
          title="Import podcasts"
          description="Each entry is checked on its own; podcasts already in the catalogue are updated."
        >
          <ImportForm />
        </DialogContent>
      </Dialog>
    </div>
  );
}
