import { useDocumentTitle } from "@client/lib/use-document-title";
import { FileQuestion } from "lucide-react";
import { MessagePage } from "../../components/message-page";

export default function NotFoundPage() {
  useDocumentTitle("404 Page Not Found");
  return (
    <MessagePage icon={<FileQuestion aria-hidden className="size-7" />} title="404 Page Not Found">
      <p>Did you forget to add the page to the router?</p>
    </MessagePage>
  );
}
