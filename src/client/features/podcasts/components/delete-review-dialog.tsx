import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import type { Review } from "@shared/schemas/review";
import { useDeleteReview } from "../api";

export function DeleteReviewDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const remove = useDeleteReview();
  const confirm = () =>
    review &&
    remove.mutate(review, {
      onSuccess: () => {
        toast({ title: "Review deleted", description: "The review has been removed." });
        onClose();
      },
      onError: () => toastFailure("Error deleting review", "There was an error deleting your review."),
    });
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Delete this review?" description="This cannot be undone.">
        {review && <p className="text-sm text-fg-secondary wrap-anywhere">“{review.title}”</p>}
        <DialogActions>
          <Button variant="danger" onClick={confirm} pending={remove.isPending} pendingLabel="Deleting...">
            Delete Review
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
