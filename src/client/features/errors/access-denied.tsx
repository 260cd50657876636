import { useDocumentTitle } from "@client/lib/use-document-title";
import { ShieldAlert } from "lucide-react";
import { MessagePage } from "../../components/message-page";

export default function AccessDenied({ message }: { message: string }) {
  useDocumentTitle("Access Denied");
  return (
    <MessagePage icon={<ShieldAlert aria-hidden className="size-7" />} title="Access Denied">
      <p>{message}</p>
    </MessagePage>
  );
}
