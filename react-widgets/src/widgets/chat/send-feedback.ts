/** Records a rating of an answer; resolves to whether the server stored it. */
export async function sendFeedback(apiBase: string, messageId: string, rating: 'up' | 'down'): Promise<boolean> {
  try {
    const response = await fetch(`${apiBase}/chat/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message_id: messageId, rating }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
