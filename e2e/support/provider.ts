import type { APIRequestContext } from '@playwright/test';

/** A demo provider driving orders through the provider API (docs/design.md, Fixed contracts). */
export async function providerSession(request: APIRequestContext, email: string) {
  const login = await request.post('/api/provider/login', { data: { email, password: 'Demo@12345' } });
  const token = (await login.json()).data?.authToken as string | undefined;
  if (!token) throw new Error(`provider login failed: ${await login.text()}`);
  const headers = { authorization: `Bearer ${token}` };
  const call = async (path: string, data?: unknown) => {
    const res = await request.post(`/api/provider/${path}`, { headers, data: data ?? {} });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()).data;
  };
  type Question = { id: number; answerType: 'T' | 'SC' | 'MC'; isRequired: boolean; options: Array<{ id: number }> };
  const requests = async (type: 'E' | 'T' | 'R'): Promise<Array<{ id: number; status: string; description: string; rfp: { questions: Question[] } | null }>> => {
    const res = await request.get(`/api/provider/requests?type=${type}`, { headers });
    return (await res.json()).data;
  };
  /** An answer to each required question of the RFP (a reply must answer them): the first option, or a short text. */
  const requiredAnswers = async (rfpId: number) =>
    ((await requests('R')).find((o) => o.id === rfpId)?.rfp?.questions ?? [])
      .filter((q) => q.isRequired)
      .map((q) => (q.answerType === 'T' ? { questionId: q.id, value: '3' } : { questionId: q.id, optionIds: [q.options[0]!.id] }));
  return {
    requests,
    async me(): Promise<{ id: number; name: string }> {
      const res = await request.get('/api/provider/me', { headers });
      return (await res.json()).data;
    },
    /**
     * POST /api/provider/rfp/{rfpId}/reply: a proposal (one per provider; sending again replaces it). Without
     * `answers`, the required questions are answered.
     */
    reply: async (rfpId: number, body: Record<string, unknown>) =>
      call(`rfp/${rfpId}/reply`, 'answers' in body ? body : { ...body, answers: await requiredAnswers(rfpId) }),
    accept: (type: 'E' | 'T', id: number) => call(`orders/${type}/${id}/accept`),
    /** An emergency cancel (spec §4.5: a provider cancels only with a reason). */
    cancel: (type: 'E' | 'T' | 'R', id: number, reason: string) => call(`orders/${type}/${id}/cancel`, { reason }),
    status: (type: 'E' | 'T' | 'R', id: number, status: string) => call(`orders/${type}/${id}/status`, { status }),
    estimate: (type: 'E' | 'T' | 'R', id: number) =>
      call(`orders/${type}/${id}/estimate`, {
        estimateProblemDesc: 'The mixer valve is worn out.',
        estimateIsSparePartNeeded: true,
        sparePartDescription: 'New mixer valve',
        visitFees: 10,
        estimateServiceFees: 35,
        estimateSparePartFees: 12.5,
        notes: 'Two hours of work.',
      }),
  };
}
