import { undoEmailChangeEndpoint } from "@/lib/accounts/endpoints";
import { undoEmailChange } from "@/lib/accounts/undo-email-change";
import { route } from "@/lib/http/route";

export const POST = route(undoEmailChangeEndpoint, async ({ body }) => undoEmailChange(body));
