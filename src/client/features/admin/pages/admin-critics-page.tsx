import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { FilterField } from "@client/components/ui/filter-field";
import { SearchInput } from "@client/components/ui/search-input";
import { SkeletonList } from "@client/components/ui/skeleton";
import { laterComponent } from "@client/lib/later";
import { useDocumentTitle } from "@client/lib/use-document-title";
import type { AdminCriticName, AdminCriticWithActivity } from "@shared/schemas/admin";
import { BookOpenText, Plus } from "lucide-react";
import { useDeferredValue, useEffect, useState } from "react";
import { AdminPageHeader } from "../../../components/admin-page-header";
import { useCriticNames } from "../api/critics";
import { AddCriticButton } from "../components/add-critic-button";
import { CriticCard } from "../components/critic-card";
import { type CriticSort, CriticSortControls } from "../components/critic-sort-controls";
import { CriticsTable } from "../components/critics-table";
import { NudgeButton } from "../components/nudge-button";
import { firstDirection, sortCritics } from "../lib/critic-sort";

// The form (zod, react-hook-form) is fetched once the page is on screen, not before it.
const AddPublicationDialog = laterComponent(() =>
  import("../components/add-publication-dialog").then((m) => m.AddPublicationDialog),
);

/** The critic database's names and publications, with the user each name is assigned to. */
export default function AdminCriticsPage() {
  useDocumentTitle("Critics");
  const critics = useCriticNames();
  const [q, setQ] = useState("");
  const query = useDeferredValue(q.trim().toLowerCase());
  const [adding, setAdding] = useState<AdminCriticName | null>(null);
  useEffect(() => AddPublicationDialog.preload(), []);
  const [sort, setSort] = useState<CriticSort>({ key: "activity", direction: "asc" });
  const shown = sortCritics(
    (critics.data ?? []).filter(
      (c) =>
        !query ||
        c.name.toLowerCase().includes(query) ||
        c.publications.some((p) => p.name.toLowerCase().includes(query)) ||
        c.assignedUsername?.toLowerCase().includes(query),
    ),
    sort.key,
    sort.direction,
  );
  const actions = (critic: AdminCriticWithActivity) => (
    <div className="flex flex-wrap items-start gap-2">
      <NudgeButton critic={critic} />
      <Button
        variant="outline"
        size="md"
        onClick={() => setAdding(critic)}
        aria-label={`Add publication for ${critic.name}`}
      >
        <Plus aria-hidden /> Publication
      </Button>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        back
        icon={BookOpenText}
        title="Critics"
        description="Who is writing: each critic's reviews, rating, title and activity. Active: a review in the last 30 days; quiet: 30–90 days; inactive: none in 90 days."
        actions={<AddCriticButton />}
      />

      <FilterField label="Search" className="max-w-md">
        <SearchInput
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Critic, publication or username"
        />
      </FilterField>

      {critics.isLoading ? (
        <SkeletonList
          label="Loading critics"
          count={4}
          item="h-32 w-full"
          className="grid gap-3 md:grid-cols-2"
        />
      ) : critics.isError ? (
        <ErrorState title="Error loading critics." query={critics} />
      ) : shown.length === 0 ? (
        <Card className="p-10 text-center">
          <p className="font-medium">No critic names found</p>
        </Card>
      ) : (
        <>
          <CriticSortControls sort={sort} onChange={setSort} />
          <CriticsTable
            critics={shown}
            sort={sort.key}
            direction={sort.direction}
            onSort={(key) =>
              setSort((current) =>
                current.key === key
                  ? { key, direction: current.direction === "asc" ? "desc" : "asc" }
                  : { key, direction: firstDirection(key) },
              )
            }
            renderActions={actions}
          />
          <ul aria-label="Critics" className="grid grid-cols-1 gap-3 md:hidden">
            {shown.map((critic) => (
              <li key={critic.id} className="min-w-0">
                <CriticCard critic={critic} actions={actions(critic)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {adding && <AddPublicationDialog critic={adding} onClose={() => setAdding(null)} />}
    </div>
  );
}
