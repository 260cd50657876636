import { Alert } from "@client/components/ui/alert";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Skeletons } from "@client/components/ui/skeleton";
import { paths } from "@client/lib/paths";
import { preloadable } from "@client/lib/preloadable";
import { Link } from "@client/lib/router";
import { useDocumentTitle } from "@client/lib/use-document-title";
import type { AdminCriticName } from "@shared/schemas/admin";
import { BookOpenText, ChevronLeft, Plus, Search } from "lucide-react";
import { useDeferredValue, useEffect, useId, useState } from "react";
import { useCriticNames } from "../api/critics";
import { AddCriticButton } from "../components/add-critic-button";

// The form (zod, react-hook-form) is fetched once the page is on screen, not before it.
const AddPublicationDialog = preloadable(() =>
  import("../components/add-publication-dialog").then((m) => m.AddPublicationDialog),
);

const reviews = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "review" : "reviews"}`;

/** The critic database's names and publications, with the user each name is assigned to. */
export default function AdminCriticsPage() {
  useDocumentTitle("Critics");
  const critics = useCriticNames();
  const searchId = useId();
  const [q, setQ] = useState("");
  const query = useDeferredValue(q.trim().toLowerCase());
  const [adding, setAdding] = useState<AdminCriticName | null>(null);
  useEffect(() => AddPublicationDialog.preload(), []);
  const shown = (critics.data ?? []).filter(
    (c) =>
      !query ||
      c.name.toLowerCase().includes(query) ||
      c.publications.some((p) => p.name.toLowerCase().includes(query)) ||
      c.assignedUsername?.toLowerCase().includes(query),
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link
            to={paths.admin}
            className="inline-flex min-h-11 items-center gap-1 text-sm text-accent hover:underline"
          >
            <ChevronLeft aria-hidden className="size-4" /> Admin Dashboard
          </Link>
          <h1 className="flex items-center gap-2 text-2xl font-semibold md:text-3xl">
            <BookOpenText aria-hidden className="size-7 text-accent" /> Critics
          </h1>
          <p className="mt-1 text-fg-muted">Critic names and their publications in the critic database.</p>
        </div>
        <AddCriticButton />
      </div>

      <div className="flex max-w-md flex-col gap-1.5">
        <label htmlFor={searchId} className="text-xs font-medium text-fg-secondary">
          Search
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <Input
            id={searchId}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Critic, publication or username"
            className="pl-9"
          />
        </div>
      </div>

      {critics.isLoading ? (
        <div aria-hidden className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <Skeletons count={4} className="h-32 w-full" />
        </div>
      ) : critics.isError ? (
        <Alert variant="destructive" title="Error loading critics. Please try again later." />
      ) : shown.length === 0 ? (
        <Card className="p-10 text-center">
          <p className="font-medium">No critic names found</p>
        </Card>
      ) : (
        <ul aria-label="Critics" className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {shown.map((critic) => (
            <li key={critic.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold wrap-anywhere">{critic.name}</h2>
                    <p className="text-sm text-fg-muted tabular">{reviews(critic.total_reviews)}</p>
                  </div>
                  {critic.assignedUsername ? (
                    <Badge tone="success">@{critic.assignedUsername}</Badge>
                  ) : (
                    <Badge>Not assigned</Badge>
                  )}
                </div>
                <div>
                  <h3 className="sr-only">Publications</h3>
                  <ul className="flex flex-wrap gap-1.5">
                    {critic.publications.map((publication) => (
                      <li key={publication.id} className="max-w-full">
                        <Badge tone="accent" className="wrap-anywhere">
                          {publication.name}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </div>
                <Button
                  variant="outline"
                  size="md"
                  className="mt-auto self-start"
                  onClick={() => setAdding(critic)}
                  aria-label={`Add publication for ${critic.name}`}
                >
                  <Plus aria-hidden /> Add Publication
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {adding && <AddPublicationDialog critic={adding} onClose={() => setAdding(null)} />}
    </div>
  );
}
