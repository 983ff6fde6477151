import { AppError } from "@/lib/contract/errors";
import { route } from "@/lib/http/route";
import { unknownApiPathEndpoint } from "@/lib/platform/endpoints";

const unknownPath = route(unknownApiPathEndpoint, async () => {
  throw new AppError("not_found", "There is no API endpoint at this path.");
});

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as PATCH, unknownPath as DELETE };
