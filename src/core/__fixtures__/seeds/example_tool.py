from spark.tools.decorator import tool
from typing import Optional, List

@tool
def example_tool(
    query: str,
    limit: int = 10,
    tags: Optional[List[str]] = None
) -> dict:
    """Example tool with various parameter types.

    Args:
        query: The search query
        limit: Maximum results (default: 10)
        tags: Optional filter tags
    """
    pass
