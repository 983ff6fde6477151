import { route } from "@/lib/http/route";
import { deleteLetterOfCredit } from "@/lib/letters-of-credit/delete-letter-of-credit";
import {
  deleteLetterOfCreditEndpoint,
  getLetterOfCreditEndpoint,
  putLetterOfCreditEndpoint,
} from "@/lib/letters-of-credit/endpoints";
import { getLetterOfCredit } from "@/lib/letters-of-credit/get-letter-of-credit";
import { putLetterOfCredit } from "@/lib/letters-of-credit/put-letter-of-credit";

export const GET = route(getLetterOfCreditEndpoint, async ({ actor, params }) => ({
  letterOfCredit: await getLetterOfCredit({ actor, shipmentId: params.id }),
}));

export const PUT = route(putLetterOfCreditEndpoint, async ({ actor, params, body }) => ({
  letterOfCredit: await putLetterOfCredit({ actor, shipmentId: params.id, input: body }),
}));

export const DELETE = route(deleteLetterOfCreditEndpoint, async ({ actor, params }) => {
  await deleteLetterOfCredit({ actor, shipmentId: params.id });
});
