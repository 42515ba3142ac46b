import type { Question, RfpCreateInput } from '@portal/contract/rfps';
import { newAddressBranchName } from '../../components/branch-chooser/new-address.ts';
import { descriptionText } from '../../components/rich-text-editor/rich-text-value.ts';
import { endOfDayUnix, startOfDayUnix } from './rfp-dates.ts';
import { taskAnswers, type RfpFormValues } from './rfp-form.ts';

/**
 * The JSON body of POST /v2/service/rfp/create from checked form values: dates as unix seconds (start of the
 * start day, end of the end day, in Amman), the address fields only for a new address, and per card its
 * service, description (plain and HTML), the ids of its uploaded files and its answers.
 */
export function buildRfpPayload(
  v: RfpFormValues,
  questions: Record<string, readonly Question[]>,
  attachmentIds: Record<string, readonly number[]>,
): RfpCreateInput {
  const body: RfpCreateInput = {
    startDate: v.startDate ? startOfDayUnix(v.startDate) : undefined,
    endDate: v.endDate ? endOfDayUnix(v.endDate) : undefined,
    title: v.title.trim(),
    isGuarantee: v.isGuarantee,
    branchId: v.branchId,
    tasks: v.tasks.map((task) => {
      const text = descriptionText(task.description.text);
      return {
        categoryId: task.categoryId ?? 0,
        subCategoryId: task.subCategoryId ?? 0,
        description: text,
        formattedDescription: text ? task.description.html : '',
        attachments: [...(attachmentIds[task.key] ?? [])],
        answers: taskAnswers(task, questions[task.key] ?? []),
      };
    }),
  };
  if (v.branchId === 'new') {
    const a = v.address;
    const l = a.location;
    Object.assign(body, {
      branchName: newAddressBranchName(a),
      latitude: l?.latitude,
      longitude: l?.longitude,
      country: l?.country ?? '',
      city: l?.city ?? '',
      area: l?.area ?? '',
      name: a.name.trim(),
      email: a.email.trim(),
      countryCode: a.countryCode,
      phoneNo: a.phoneNo.replace(/\D/g, ''),
      isSave: a.isSave,
      ...(a.isSave ? { saveAs: a.saveAs.trim() } : {}),
    });
  }
  return body;
}
